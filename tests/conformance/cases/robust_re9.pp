notice('a' =~ '(')
