class app (Optional[String] $dir, String $name_given, Optional[String] $with_default = 'dflt') {
  notify { "dir=${dir} name=${name_given} with_default=${with_default}": }
}
