$e = ''
notify { "[${e}] [${e.empty}] [${undef}]": }
