define concat_frag($target, $order = '10') { notify { "frag ${title}": message => "${target}-${order}" } }
concat_frag { 'a': target => 't' }
Concat_frag <| target == 't' |> { order => '01' }
notify { 'ref': require => Concat_frag['a'] }
