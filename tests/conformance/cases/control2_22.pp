if /^a/ in "xyz" { notify { "no": } } else { notify { "regex in string": } }
