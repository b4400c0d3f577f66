class myWay { } include myway notify { "a": message => "${Class[myWay]}" }
