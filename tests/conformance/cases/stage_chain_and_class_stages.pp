stage { 'first': }
stage { 'last': }
Stage['first'] -> Stage['main'] -> Stage['last']
class early { notify { 'e': } }
class late { notify { 'l': } }
class { 'early': stage => 'first' }
class { 'late': stage => last }
