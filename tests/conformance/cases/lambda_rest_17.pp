notify { 'x': message => "${{a=>1,b=>2}.filter |*$r| { true }}" }
