$common = { 'ensure' => 'file', 'owner' => 'root' }
file { default: * => $common; '/a': mode => '0600'; '/b': owner => 'other' }
