$x = case 1 { 1: { ['b','a','b'] } default: { [] } }.sort.unique
notify { "${x}": }
