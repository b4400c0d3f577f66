notify { 'x': message => Hash =~ /x/ }
