notify { 't': message => inline_template('<%= 5 =~ /x/ %>') }
