function myFun() { 1 } notify { "a": message => "${myFun()}" }
