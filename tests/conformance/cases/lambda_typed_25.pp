notify { 'x': message => "${with({a=>1,b=>'x'}) |Struct[{a=>String,b=>Integer}] $a| { $a }}" }
