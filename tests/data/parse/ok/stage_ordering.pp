stage { 'first': before => Stage['main'] }
stage { 'last': }
Stage['main'] -> Stage['last']
class early { } class late { }
class { 'early': stage => 'first' }
class { 'late': stage => 'last' }
