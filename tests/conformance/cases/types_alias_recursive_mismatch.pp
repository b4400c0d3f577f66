type Tree = Variant[Integer, Array[Tree]]
class c(Tree $t) { }
class { 'c': t => [1, ['a']] }
