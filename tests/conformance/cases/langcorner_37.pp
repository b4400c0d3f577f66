class my::innerWay { notify { "a": message => "${name}" } } include my::innerWay
