class m(Integer $a, Integer $b, Hash[String, Integer] $h = {}) { }
