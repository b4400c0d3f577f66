type MyStr = Variant[String, Array[String]]
class c(MyStr $v) { notify { "${v}": } }
class { 'c': v => ['a'] }
