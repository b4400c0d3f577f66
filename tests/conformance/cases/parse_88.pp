$x = [1,2].map |$new| { $new + 1 }
notify { "${x}": }
