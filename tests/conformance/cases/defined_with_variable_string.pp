$x = undef
notify { "${defined('$x')} ${defined('$nope')} ${defined(File)} ${defined('file')}": }
