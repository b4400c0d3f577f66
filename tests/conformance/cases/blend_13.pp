file { default: mode => '0644', owner => 'root'; '/a': ; '/b': mode => '0600'; }
