define d(Resource $r) { notify { "r=${r}": message => [$r =~ Resource, $r =~ Type[Resource], $r =~ Notify] } }
d {'x': r => Notify['q']}
