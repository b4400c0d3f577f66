class inner { file { '/inner': } }
class outer { File { owner => 'outer' } include inner }
include outer
file { '/top': }
