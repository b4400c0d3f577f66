unless 'abc' =~ /x/ { notify { 'no x': } }
