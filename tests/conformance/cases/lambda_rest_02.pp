{a=>1,b=>2}.each |$k, *$r| { notify { "e${k}": message => "${r}" } }
