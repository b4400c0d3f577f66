notify { 't': message => inline_template('<%= nil =~ /x/ %>') }
