notify { 'x': message => String(undef << {a=>1}) }
