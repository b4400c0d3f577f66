class myWay { notify { "a": message => "${name} ${title}" } } include myWay
