#!/usr/bin/env sh
# Registers the message-catalogue merge driver named in .gitattributes (once per clone).
git config merge.locale-json.name "merge message catalogues by key"
git config merge.locale-json.driver "node scripts/merge-locale-driver.mjs %O %A %B"
