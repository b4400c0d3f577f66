class c(Collection $c, Iterable $i) {}
class { 'c': c => 'str', i => 'str' }
