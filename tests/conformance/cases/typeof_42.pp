$t = type({a=>1})
notify { 'x': message => "${$t =~ Type} ${$t =~ Type[Struct[{a=>Integer}]]} ${Struct[{a=>Integer[1,1]}] == $t}" }
