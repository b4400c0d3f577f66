notify { 'x': message => "${{a=>1,b=>2}.group_by |*$r| { $r.length }}" }
