notice("kernel=${kernel}")
