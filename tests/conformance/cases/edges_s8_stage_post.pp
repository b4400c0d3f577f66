stage { 'post': }
Stage['main'] -> Stage['post']
class late { notify { 'l': } }
class { 'late': stage => post }
