notify { 'x': message => "${{a=>1,b=>2}.reduce |$m,$x| { break() }}" }
