file { '/m': mode => 644 }
