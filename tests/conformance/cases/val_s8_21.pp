notify { 'a': message => "tab\there\nnew \$x \\ \u00e9 \u{1F600} \s" }
notify { 'b': message => 'single \'q\' \\ \n' }
