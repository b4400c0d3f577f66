define dx($v) { notify { "dx-${title}": message => $v } }
@@dx { 'one': v => 1 }
Dx <<| |>>
