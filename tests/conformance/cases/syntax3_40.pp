$x = <<-EOT
abc
