notify { 't': message => inline_template('<%= [1] =~ /x/ %>') }
