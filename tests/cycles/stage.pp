stage { 'pre': before => Stage['main'] }
class early { notify { 'early': } }
class { 'early': stage => 'pre' }
notify { 'late': before => Class['early'] }
