$x = sudo::defaults(['only_one'])
