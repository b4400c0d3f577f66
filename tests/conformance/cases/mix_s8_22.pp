class cfg(Hash[String, Integer] $ports) { }
class { 'cfg': ports => { 'http' => '80' } }
