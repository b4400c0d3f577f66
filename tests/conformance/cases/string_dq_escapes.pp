notify { "tab\there\u00e9\u{1F600}\s\$\"": }
