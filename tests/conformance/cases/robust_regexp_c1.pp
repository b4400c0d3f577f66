case 'a' { Regexp['(']: { notice(1) } default: {} }
