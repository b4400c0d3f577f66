$h = {a => 1}
if type($h) =~ Type[Hash] { notify { 'is hash': } }
if $h =~ Hash { notify { 'value hash': } }
