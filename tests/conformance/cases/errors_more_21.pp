notice($facts['nosuch']['deeper'])
