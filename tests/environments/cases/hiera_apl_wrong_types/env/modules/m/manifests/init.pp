class m(Integer $b, Hash[String, Integer] $h = {}) { }
