$d = { 'owner' => 'root', 'group' => 'root' }
file { default: * => $d, mode => '0600'; '/a': ; '/b': group => 'wheel' }
