class c { case 1 { default: { 2 } } }
