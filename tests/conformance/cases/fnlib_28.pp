notify { "x": message => [unique([1,1,2]), unique("aabc"), unique({a=>1,b=>1})] }
