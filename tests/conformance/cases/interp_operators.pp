notify { "${1 + 2}|${true and false}|${'a' == 'A'}|${[1] + [2]}": }
